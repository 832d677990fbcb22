import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { Loaded, type ReadResult } from './loaded';

const texts = { loadingText: 'Loading the list…', failedText: 'The list could not be read.' };
const render = (result: ReadResult<string[]>, catalogueMessage?: boolean) =>
  renderToStaticMarkup(
    <Loaded result={result} {...texts} {...(catalogueMessage === undefined ? {} : { catalogueMessage })}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Loaded>,
  );
const notFound = new ApiError({
  code: 'projectNotFound',
  status: 404,
  message: 'This project does not exist.',
});

describe('Loaded', () => {
  it('shows the spinner with its text as a status while nothing is read', () => {
    const html = render({});
    expect(html).toContain('role="status"');
    expect(html).toContain('amplify-loader');
    expect(html).toContain('Loading the list…');
    expect(html).not.toContain('<ul>');
  });

  it('shows the server catalogue message when the read failed, else the screen text', () => {
    const failed = render({ error: notFound });
    expect(failed).toContain('amplify-alert--error');
    expect(failed).toContain('This project does not exist.');
    expect(failed).not.toContain('role="status"');
    expect(
      render({
        error: new ApiError({
          code: 'x',
          status: 400,
          message: 'Invalid',
          fields: [{ field: 'path.id', code: 'invalid', message: 'Bad' }],
        }),
      }),
    ).toContain(texts.failedText);
  });

  it('shows the screen text whatever the server said when told so', () => {
    const html = render({ error: notFound }, false);
    expect(html).toContain(texts.failedText);
    expect(html).not.toContain('This project does not exist.');
  });

  it('gives the children the data once read, even when a later revalidation failed', () => {
    expect(render({ data: ['a', 'b'] })).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(render({ data: ['a'], error: notFound })).toBe('<ul><li>a</li></ul>');
  });
});
