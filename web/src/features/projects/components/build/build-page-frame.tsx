import { Alert, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProject } from '../../../../../../shared/schemas/projects';
import { BUILD_NS } from '../../i18n/build';
import { BuildForm } from './build-form';
import type { FieldSpec } from './build-values';
import type { BuildPageState } from './use-build-page';

/** A Build page: its heading, and the loading message until the project and the agency's zone are read. */
export function BuildPageFrame({
  title,
  ready,
  intro,
  warning,
  children,
}: {
  title: string;
  ready: boolean;
  intro?: string | undefined;
  /** What the buyer should know before going on, without being kept from it (a short bid period). */
  warning?: string | undefined;
  children: () => ReactNode;
}) {
  const { t } = useTranslation(BUILD_NS);
  const loading = t('layout.loadingPage');
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{title}</Heading>
      {intro && <Text as="p">{intro}</Text>}
      {warning && (
        <Alert variation="warning" data-testid="build-warning">
          {warning}
        </Alert>
      )}
      {/* A whole build page's body: the large centred spinner, labelled, as the page loader shows it. */}
      {ready ? (
        children()
      ) : (
        <Flex role="status" aria-live="polite" justifyContent="center" padding="xl">
          <Loader size="large" ariaLabel={loading} />
        </Flex>
      )}
    </Flex>
  );
}

/** A Build page that is one form: the frame, then the form of the fields `specsOf` lists for the project. */
export function BuildFormPage({
  page,
  specsOf,
  ready = true,
  intro,
  warning,
}: {
  page: BuildPageState;
  specsOf: (project: TProject) => FieldSpec[];
  /** The page's own reads (its drop-down lists) are done. */
  ready?: boolean;
  intro?: string | undefined;
  warning?: string | undefined;
}) {
  const { project, timeZone } = page;
  return (
    <BuildPageFrame
      title={page.title}
      ready={!!project && !!timeZone && ready}
      intro={intro}
      warning={warning}
    >
      {() => (
        <BuildForm
          key={project!.version}
          project={project!}
          specs={specsOf(project!)}
          timeZone={timeZone!}
          locked={page.locked}
          save={page.save}
          onConflict={page.reload}
        />
      )}
    </BuildPageFrame>
  );
}
