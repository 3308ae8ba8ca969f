// The DOM matchers (toBeInTheDocument, toHaveTextContent, ...) for the component tests, which run in jsdom.
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests on its own only when the test API is global, which this
// project's vitest config does not enable.
afterEach(cleanup);
