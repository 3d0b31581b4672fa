// End-to-end tests use Debian's Chromium with Noto CJK fonts (without them Chinese renders as boxes).
// No test tool downloads its own browser; this installs the system packages when they are missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

export function ensureBrowser() {
  if (existsSync('/usr/bin/chromium') && hasFonts()) return '/usr/bin/chromium';
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('Installing Debian chromium and fonts-noto-cjk for the end-to-end tests…');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`,
    {
      stdio: 'inherit',
    },
  );
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
