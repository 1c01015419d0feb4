/**
 * The content check: the real content/ tree is complete and valid (all ten mechanics, in
 * en, it and ru, with their source excerpts). The build runs the same validation.
 */
import { expect, test } from 'vitest';
import { ContentValidationError, loadContent } from '../../src/content/build/load.ts';

test('content/ is complete and valid', () => {
  try {
    loadContent({ root: process.cwd() });
  } catch (error) {
    if (error instanceof ContentValidationError) expect.fail(error.message);
    throw error;
  }
});
