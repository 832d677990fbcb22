import { describe, expect, it } from 'vitest';
import { PUBLISH_ITEM_MESSAGE_KEYS } from '../../../../../../shared/domain/projects/publish-checklist';
import en from './en.json';
import fr from './fr.json';

describe('the Build texts', () => {
  it('say every item the publish checklist can report, in English and French', () => {
    for (const key of PUBLISH_ITEM_MESSAGE_KEYS) {
      const texts = {
        en: (en.publishItems as Record<string, string>)[key],
        fr: (fr.publishItems as Record<string, string>)[key],
      };
      expect(texts.en, key).toMatch(/\S/);
      expect(texts.fr, key).toMatch(/\S/);
      expect(texts.fr, key).not.toBe(texts.en);
    }
    expect(Object.keys(en.publishItems).sort()).toEqual([...PUBLISH_ITEM_MESSAGE_KEYS].sort());
    expect(Object.keys(fr.publishItems).sort()).toEqual([...PUBLISH_ITEM_MESSAGE_KEYS].sort());
  });
});
