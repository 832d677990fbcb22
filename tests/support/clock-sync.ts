// Each test file learns the stack's clock before its first test (tests/helpers/clock.ts): an earlier file
// of its lane may have moved it.
import { beforeAll } from 'vitest';
import { syncClock } from '../helpers/clock.js';

beforeAll(() => syncClock());
