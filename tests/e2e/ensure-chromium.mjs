// Makes sure Debian's Chromium (and CJK fonts for Chinese screens) is there before the e2e run:
// installs it with apt when running as root, else stops with a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCjkFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(chromium) && hasCjkFonts()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `End-to-end tests need Chromium at ${chromium} and CJK fonts.\n` +
      `Install them with:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n` +
      `(or point CHROMIUM_PATH at a Chromium binary).`,
  );
  process.exit(1);
}
console.log('Installing Debian chromium and fonts-noto-cjk for the end-to-end tests...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
