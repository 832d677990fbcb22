import { describe, expect, it } from 'vitest';
import { partsToSkip } from './uploader';

describe('partsToSkip', () => {
  it('keeps the parts S3 lists', () => {
    const listed = [
      { PartNumber: 2, ETag: '"b"', Size: 5 },
      { PartNumber: 1, ETag: '"a"', Size: 5 },
    ];
    expect(partsToSkip(listed, new Map())).toEqual([listed[1], listed[0]]);
  });

  it('adds the parts this browser saw acknowledged when S3 lists none (the local emulator)', () => {
    const acknowledged = new Map([
      [3, '"c"'],
      [1, '"a"'],
    ]);
    expect(partsToSkip([], acknowledged)).toEqual([
      { PartNumber: 1, ETag: '"a"' },
      { PartNumber: 3, ETag: '"c"' },
    ]);
  });

  it("prefers S3's own record of a part both know", () => {
    const listed = [{ PartNumber: 1, ETag: '"from-s3"', Size: 5 }];
    expect(partsToSkip(listed, new Map([[1, '"seen"']]))).toEqual(listed);
  });
});
