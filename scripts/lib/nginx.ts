import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostFiles } from '../../src/plugins/hostConfig';
import { assertPortFree, untilAnswering } from './serveBuild';

const sbinDirs = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];

/** NGINX_PATH, or `nginx` on the PATH or in the sbin folders (Debian's is not on a user's PATH). */
export function assertNginx(): string {
  const { NGINX_PATH, PATH = '' } = process.env;
  const dirs = [...PATH.split(path.delimiter), ...sbinDirs].filter(Boolean);
  const candidates = NGINX_PATH ? [NGINX_PATH] : dirs.map((dir) => path.join(dir, 'nginx'));
  const binary = candidates.find((file) => fs.existsSync(file));
  if (!binary) {
    throw new Error(
      `nginx not found${NGINX_PATH ? ` at ${NGINX_PATH}` : ''}. ` +
        "Install it with 'sudo apt-get install -y nginx' (Debian/Ubuntu; .ci/run does this on CI) " +
        'or point NGINX_PATH at an nginx binary. The tests start their own nginx; the system service is not needed.',
    );
  }
  return binary;
}

/** nginx's own mime.types, next to the configuration file it was built with. */
function mimeTypesFile(binary: string): string {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const confPath = `${version.stdout}${version.stderr}`.match(/--conf-path=(\S+)/)?.[1];
  const candidates = [
    ...(confPath ? [path.join(path.dirname(confPath), 'mime.types')] : []),
    '/etc/nginx/mime.types',
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`nginx: no mime.types in ${candidates.join(' or ')}`);
  return found;
}

function wrapperConfig(prefix: string, root: string, listen: string, mimeTypes: string): string {
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, name)};\n`,
  );
  return `# Written by scripts/lib/nginx.ts for a local run; not for deployment.
daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
${tempPaths.join('')}  include ${path.join(root, hostFiles.nginxHttp)};
  server {
    listen ${listen};
    root ${root};
    include ${path.join(root, hostFiles.nginxServer)};
  }
}
`;
}

export type RunningNginx = {
  url: string;
  checkOutput: string;
  stop: () => Promise<void>;
};

export async function startNginx(options: {
  buildDir: string;
  port: number;
}): Promise<RunningNginx> {
  const { port } = options;
  const binary = assertNginx();
  const host = '127.0.0.1';
  const root = path.resolve(options.buildDir);
  const missing = [hostFiles.nginxHttp, hostFiles.nginxServer].find(
    (file) => !fs.existsSync(path.join(root, file)),
  );
  if (missing) throw new Error(`No ${missing} in ${root}. Build the site first: npm run build`);
  await assertPortFree(host, port, 'nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-docs-nginx-'));
  // No system configuration is read or changed. Run as root, nginx's workers drop to an
  // unprivileged user that must reach this folder.
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, wrapperConfig(prefix, root, `${host}:${port}`, mimeTypesFile(binary)));
  // `-e stderr`: nginx would otherwise try the system error log before reading the configuration.
  const args = ['-p', prefix, '-c', conf, '-e', 'stderr'];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${check.stderr}${check.stdout}`);
  }
  let log = '';
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stopOnExit = (): boolean => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const url = `http://${host}:${port}`;
  const stop = async (): Promise<void> => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGQUIT: finish the requests in flight, then stop the workers and the master.
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  if (!(await untilAnswering(url, () => child.exitCode !== null))) {
    const error = new Error(
      child.exitCode !== null
        ? `nginx exited: ${log}`
        : `nginx did not answer at ${url} within 10 s: ${log}`,
    );
    await stop();
    throw error;
  }
  return { url, checkOutput: `${check.stderr}${check.stdout}`, stop };
}
