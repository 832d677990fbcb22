import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A part of the bid screen: a section named by its heading (`bid-<name>` is the heading's id). */
export function BidSection({
  name,
  heading,
  children,
}: {
  name: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`bid-${name}`} className="tb-section">
      <Heading level={2} id={`bid-${name}`}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
