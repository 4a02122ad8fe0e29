import { expect, test } from 'vitest';

test('the shell turns zod jitless through the global zod reads its settings from', async () => {
  await import('./zod-jitless');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
