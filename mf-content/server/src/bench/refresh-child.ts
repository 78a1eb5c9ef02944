// Child process of the loop refresh benchmark (loop-refresh.ts): POSTs the given refresh bodies one after
// another for `seconds` and prints every answer's time and status as JSON. A child, so the load it makes is
// never timed in the process that runs the site.
type Input = { url: string; headers: Record<string, string>; bodies: string[]; seconds: number };
type Timing = { ms: number; status: number };

async function main(): Promise<void> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const input = JSON.parse(text) as Input;
  const timings: Timing[] = [];
  const end = Date.now() + input.seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const started = performance.now();
    let status: number;
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        headers: input.headers,
        body: input.bodies[i % input.bodies.length] ?? '{}',
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    timings.push({ ms: performance.now() - started, status });
  }
  process.stdout.write(JSON.stringify(timings));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
