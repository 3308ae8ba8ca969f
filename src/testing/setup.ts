// IndexedDB must exist before localforage is imported by any module under test.
import 'fake-indexeddb/auto';

import { configure } from '@testing-library/dom';

// findBy… and waitFor wait on conditions; 1 s (their default) is too short on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
