import { useParams } from 'react-router-dom';
import { AddendaSection } from '../../features/addenda/components/addenda-section';
import { QuestionsPage } from '../../features/questions/components/questions-page';

/**
 * Source → questions and addenda (docs/product/tender.md#questions, docs/product/tender.md#addenda): one page
 * over two features (decisions 051 and 052).
 */
export default function SourceQuestionsPage() {
  const { id = '' } = useParams();
  return (
    <QuestionsPage>
      <AddendaSection projectId={id} />
    </QuestionsPage>
  );
}
