import { describe, expect, it } from 'vitest';
import {
  CLASSIFICATIONS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SOURCE_METHODS,
  SUBMISSION_METHODS,
  SUBMISSION_TYPES,
} from '../../../../../../shared/domain/projects/project-types';
import { RESULTS_DISPLAYS, UNSEAL_MODES } from '../../../../../../shared/domain/submissions/unsealing';
import { ZTender } from '../../../../../../shared/schemas/projects';
import en from '../../i18n/build/en.json';

/** The pages list a value set's options from its labels: the labels name exactly the domain's ids. */
describe('the option labels of the Build pages', () => {
  it.each<[keyof typeof en.values, readonly string[]]>([
    ['sourceMethod', SOURCE_METHODS],
    ['classification', CLASSIFICATIONS],
    ['submissionMethod', SUBMISSION_METHODS],
    ['submissionType', SUBMISSION_TYPES],
    ['openingProcess', ZTender.shape.openingProcess.def.innerType.options],
    ['resultsDisplay', RESULTS_DISPLAYS],
    ['unsealManually', UNSEAL_MODES],
    ['type', PROJECT_TYPES],
    ['status', PROJECT_STATUSES],
  ])('%s', (set, ids) => {
    expect(Object.keys(en.values[set])).toEqual([...ids]);
  });
});
