import { projectVitestConfig } from '../../tools/vite/project-config.ts';

export default projectVitestConfig(import.meta.dirname);
