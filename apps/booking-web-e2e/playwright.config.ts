import { e2eConfig } from '@skybook/tools/e2e';

export default e2eConfig({ port: 4311, testDir: new URL('./src', import.meta.url).pathname });
