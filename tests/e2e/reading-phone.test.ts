/** The reading test (tests/e2e/reading-suite.ts) on a phone. */
import { READING_SIZES, readingSuite } from './reading-suite.ts';

readingSuite(READING_SIZES.phone);
