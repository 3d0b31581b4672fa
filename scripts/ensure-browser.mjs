// End-to-end tests use Debian's Chromium — its headless shell, the browser without a window — with
// Noto CJK fonts (without them Chinese renders as boxes); the Lighthouse benchmark uses the full
// chromium. No test tool downloads its own browser; this installs the system packages when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'];

export function ensureBrowser() {
  if (existsSync('/usr/bin/chromium') && existsSync(HEADLESS_SHELL) && hasFonts()) return HEADLESS_SHELL;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian ${PACKAGES.join(', ')} for the end-to-end tests…`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
  return HEADLESS_SHELL;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
