import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/** A page that says why there is nothing to show here, with the way back to the dashboard. */
export function StatusPage({
  title,
  body,
  back,
  className,
  testId,
}: {
  title: string;
  body: string;
  back: string;
  className?: string;
  testId?: string;
}) {
  useDocumentTitle(title);
  return (
    <Flex direction="column" gap="medium" className={className} data-testid={testId}>
      <Heading level={1}>{title}</Heading>
      <Text as="p">{body}</Text>
      <Link as={RouterLink} to={paths.dashboard.getHref()}>
        {back}
      </Link>
    </Flex>
  );
}
