import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run over the real handlers on in-process PGlite, two files at a time on CI's
// 2 cores: an answer can take longer than testing-library's 1 s default for `findBy…`/`waitFor`.
// A page that never shows what is awaited still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
