// Karma for kit: headless Chromium with the flags this closed network needs, and a closing
// summary line ("N passed, N failed") that CI reads, written by the small reporter below.
const fs = require('node:fs');
const path = require('node:path');

const SUMMARY_FILE = path.join(__dirname, 'tmp', 'karma-summary.json');

function SummaryReporter() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  this.onRunStart = () => {
    passed = failed = skipped = 0;
  };
  this.onSpecComplete = (_browser, result) => {
    if (result.skipped || result.pending) skipped++;
    else if (result.success) passed++;
    else failed++;
  };
  this.onRunComplete = (_browsers, results) => {
    // A crash or a spec-file error fails the run without failing a spec: count it as a failure.
    if (results.error && failed === 0) failed = 1;
    const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    fs.mkdirSync(path.dirname(SUMMARY_FILE), { recursive: true });
    fs.writeFileSync(SUMMARY_FILE, JSON.stringify({ passed, failed, skipped, error: !!results.error }));
    process.stdout.write(`\nKarma: ${line}\n`);
  };
}
SummaryReporter.$inject = [];

module.exports = function (config) {
  config.set({
    basePath: '',
    frameworks: ['jasmine'],
    plugins: [
      require('karma-jasmine'),
      require('karma-chrome-launcher'),
      { 'reporter:kit-summary': ['type', SummaryReporter] },
    ],
    client: {
      jasmine: { random: true, timeoutInterval: 20000 },
      clearContext: true,
    },
    reporters: ['dots', 'kit-summary'],
    browsers: ['ChromeHeadlessKit'],
    customLaunchers: {
      ChromeHeadlessKit: {
        base: 'ChromeHeadless',
        // Without the networking flags Chromium stalls on this closed network.
        flags: [...require('./scripts/headless-flags.json'), '--window-size=1280,900'],
      },
    },
    captureTimeout: 120000,
    browserNoActivityTimeout: 300000,
    // The corpus tests run long loops; a missed heartbeat must not count as a lost browser.
    pingTimeout: 60000,
    browserDisconnectTolerance: 1,
    singleRun: true,
    restartOnFileChange: false,
  });
};
