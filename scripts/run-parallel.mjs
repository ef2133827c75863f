#!/usr/bin/env node
// Runs npm scripts side by side, each in its own lane (a lane's scripts one after the other),
// prints each script's output once it has finished (never interleaved), and fails if any failed.
// `npm test` uses it for the static checks: ESLint alone takes as long as the others together,
// and each is single-threaded, so two lanes use both cores of a CI machine.
//
//   node scripts/run-parallel.mjs "lint" "format:check,knip,typecheck"
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: run-parallel.mjs "script[,script…]" …');
  process.exit(2);
}

function runScript(name) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n${Buffer.concat(output)}`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  let passed = true;
  for (const name of lane) passed = (await runScript(name)) && passed;
  return passed;
}

const results = await Promise.all(lanes.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
