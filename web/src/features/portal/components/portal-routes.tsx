import '../i18n';
import { lazy } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { portalPaths } from '../../../config/portal-paths';
import { PortalLayout, PortalNotFound } from './portal-layout';

const PortalHome = lazy(() => import('./portal-home'));
const RegisterPage = lazy(() => import('./register-page'));
const VerifyPage = lazy(() => import('./verify-page'));
const LoginPage = lazy(() => import('./portal-login-page'));
const ForgotPage = lazy(() => import('./forgot-page'));
const ResetPage = lazy(() => import('./reset-page'));
const ProfilePage = lazy(() => import('./profile-page'));
const BidMeetingsPage = lazy(() => import('./bid-meetings-page'));
const BidQuestionsPage = lazy(() => import('./bid-questions-page'));
const MyOpportunitiesPage = lazy(() => import('./my-opportunities-page'));
const InvitedOpportunityPage = lazy(() => import('./invited-opportunity-page'));
const DocumentsPage = lazy(() => import('./documents-page'));
const SubmissionPage = lazy(() => import('./submission-page'));

/** The bid's short address opens its bid screen, keeping ?bid= (one of the company's further bids). */
function BidRedirect() {
  const { agencyDomain = '', projectId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${portalPaths.bidSubmission.getHref(agencyDomain, projectId)}${search}`} replace />;
}

/** The portal's screens under /portal (decision 045), inside its own layout. */
const portalRoutes: RouteObject[] = [
  {
    element: <PortalLayout />,
    children: [
      { index: true, element: <PortalHome /> },
      { path: portalPaths.register.path, element: <RegisterPage /> },
      { path: portalPaths.verify.path, element: <VerifyPage /> },
      { path: portalPaths.login.path, element: <LoginPage /> },
      { path: portalPaths.forgot.path, element: <ForgotPage /> },
      { path: portalPaths.reset.path, element: <ResetPage /> },
      { path: portalPaths.profile.path, element: <ProfilePage /> },
      { path: portalPaths.bidMeetings.path, element: <BidMeetingsPage /> },
      { path: portalPaths.bidQuestions.path, element: <BidQuestionsPage /> },
      { path: portalPaths.opportunities.path, element: <MyOpportunitiesPage /> },
      { path: portalPaths.invitedOpportunity.path, element: <InvitedOpportunityPage /> },
      { path: portalPaths.documents.path, element: <DocumentsPage /> },
      { path: portalPaths.bidSubmission.path, element: <SubmissionPage /> },
      { path: portalPaths.bid.path, element: <BidRedirect /> },
      { path: '*', element: <PortalNotFound /> },
    ],
  },
];

export function PortalRoutes() {
  return useRoutes(portalRoutes);
}

export default PortalRoutes;
