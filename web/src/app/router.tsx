import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import {
  BrowserRouter,
  Navigate,
  useLocation,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { PublicLayout } from '../components/layouts/public-layout';
import { NotFoundPage } from '../components/not-found';
import { PageLoader } from '../components/ui/page-loader';
import { features } from '../config/features';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/components/login-page';
import { focusPageHeading } from '../lib/focus-heading';
import { installPopStateGuard } from '../lib/popstate-guard';
import { isOddPath } from '../lib/odd-path';

// The login screen (and its layout) is the first screen of every visit without a session: it is part of the
// entry, so that its scripts all load at once from index.html's preloads rather than one lazy chunk after
// another (decision 017). Every other feature's code loads when its route is first visited.
const ComingSoon = lazy(() => import('../components/coming-soon'));
// The signed-in screens' route table, guards and layout load together, after the login screen.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));
const VerifyEmailPage = lazy(() => import('../features/auth/components/verify-email-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
// The public approver page (decision 066): its own lazy chunk, pdf.js lazier still (on the first preview).
const ApproverPage = lazy(() => import('../features/approver/components/approver-page'));

/**
 * Entering maintenance sets the no-redirect flag and sends the user to /login
 * (docs/product/suppliers-and-accounts.md#logging-in).
 */
export const NO_REDIRECT_KEY = 'tenderbox.noRedirect';
function MaintenanceLanding() {
  sessionStorage.setItem(NO_REDIRECT_KEY, '1');
  return <Navigate to={paths.auth.login.getHref()} replace />;
}

/**
 * The approver's page needs its token (uat); without it the visitor goes to /login
 * (docs/product/evaluation-and-award.md#links).
 */
function AwardApprovalLanding() {
  const [params] = useSearchParams();
  if (!params.get('uat')) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <ApproverPage />;
}

function WhenResetPassword({ children }: { children: ReactElement }) {
  return features.resetPassword ? children : <Navigate to={paths.auth.login.getHref()} replace />;
}

/** The route map. */
export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.auth.login.path, element: <LoginPage /> },
          {
            path: paths.auth.verifyEmail.path,
            element: (
              <WhenResetPassword>
                <VerifyEmailPage />
              </WhenResetPassword>
            ),
          },
          {
            path: paths.auth.resetPassword.path,
            element: (
              <WhenResetPassword>
                <ResetPasswordPage />
              </WhenResetPassword>
            ),
          },
          {
            path: paths.public.esignatureLanding.path,
            element: <ComingSoon titleKey="pages.esignatureLanding" />,
          },
          { path: paths.public.maintenanceLanding.path, element: <MaintenanceLanding /> },
          { path: paths.public.intakeRequest.path, element: <ComingSoon titleKey="pages.intakeRequest" /> },
          { path: paths.public.awardApproval.path, element: <AwardApprovalLanding /> },
        ],
      },
      // Every other path is a signed-in screen (or unknown): that route table loads with the signed-in layout.
      { path: '*', element: <SignedInRoutes /> },
    ],
  },
];

/** An address no screen can have (%00, %2F, a bad escape): the not-found page, inside the public layout. */
const oddPathRoutes: RouteObject[] = [
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
];

/** The routes, with focus moved to the page's heading after each navigation (screen readers, keyboard). */
function AppRoutes() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading();
  }, [pathname]);
  const element = useRoutes(isOddPath(pathname) ? oddPathRoutes : routes);
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

export function AppRouter() {
  // Before BrowserRouter adds its own listener, so that the unsaved-changes guard can stop a back.
  installPopStateGuard();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
