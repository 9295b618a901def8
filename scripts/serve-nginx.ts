// `npm run serve:nginx [-- --port 3001] [--dir build]`: the build behind nginx with its build/nginx/.
import path from 'node:path';
import { startNginx } from './lib/nginx';
import { fail, option } from './lib/cli';

const port = Number(option('port', process.env.PORT ?? '3001'));
const dir = path.resolve(option('dir', 'build'));

startNginx({ buildDir: dir, port })
  .then((nginx) => {
    console.log(`nginx serves ${dir} at ${nginx.url}/ (Ctrl+C stops it)`);
    const stop = (): void => void nginx.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((error: Error) => fail(error.message));
