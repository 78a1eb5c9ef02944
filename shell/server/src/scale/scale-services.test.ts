import { sharedRedisEnv } from '../../../../tools/testing/test-redis';
import { openScaleServices } from './scale-services';

describe('waiting for Redis at start', () => {
  it('starts without Redis after the wait, reporting it down', async () => {
    const scale = openScaleServices({ redisUrl: 'redis://127.0.0.1:1/0', redisPrefix: 'test:' });
    try {
      const started = Date.now();
      await scale.ready(300);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(await scale.redisState()).toBe('down');
    } finally {
      await scale.close();
    }
  });

  it('is ready as soon as Redis answers', async () => {
    const shared = await sharedRedisEnv('the Redis start wait test');
    if (!shared) return;
    const scale = openScaleServices({ redisUrl: shared.REDIS_URL, redisPrefix: 'test:' });
    try {
      await scale.ready(10_000);
      expect(await scale.redisState()).toBe('ready');
    } finally {
      await scale.close();
    }
  });
});
