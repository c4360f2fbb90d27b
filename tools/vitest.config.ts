import { projectVitestConfig } from './vite/project-config.ts';

export default projectVitestConfig(import.meta.dirname);
