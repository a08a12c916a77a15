import os from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { contentPlugin } from './generator/vite-plugin-content.ts'
import { languagesPlugin } from './generator/vite-plugin-languages.ts'

export default defineConfig({
  test: {
    // One test file per processor. Vitest's default keeps one processor free for itself, which on
    // a two-processor machine (CI's) runs every file one after the other; its own process is idle
    // while the files run.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        // Components render the fixture content (tests/fixtures/content), never the live content/.
        plugins: [
          contentPlugin({ contentDir: 'tests/fixtures/content' }),
          languagesPlugin({ clientEntry: 'renderer/+client.ts' }),
          react(),
        ],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-components.ts'],
        },
      },
      {
        // Builds the site (the fixture and the live content, and variants): slower, so given generous time.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/build/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
