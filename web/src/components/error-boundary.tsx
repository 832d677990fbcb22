import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n';

interface State {
  error: Error | null;
}

/** The last line of defence: a render error shows a message and a reload button, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Flex direction="column" padding="large" gap="medium" as="main">
        <Alert variation="error" heading={i18n.t('errors.boundaryTitle')}>
          {i18n.t('errors.boundaryBody')}
        </Alert>
        <Button alignSelf="flex-start" onClick={() => window.location.reload()}>
          {i18n.t('errors.reload')}
        </Button>
      </Flex>
    );
  }
}
