/**
 * Imported first by build.ts: Node keeps what it made of each module (TypeScript stripped, V8's
 * compiled code) on disk, so the modules the build imports once it runs (Vite, Vike, Rolldown, the
 * site's code) and its own processes (which inherit NODE_COMPILE_CACHE) skip that work for every
 * file that did not change since the last build: about 0.6 of the 6 CPU-seconds of the default
 * site's build. Node's own cache (module.enableCompileCache, as Vite's command line uses it): in
 * NODE_COMPILE_CACHE when set, else in the system's temporary folder; NODE_DISABLE_COMPILE_CACHE=1
 * turns it off. Where it cannot be used, nothing changes but the time.
 */
import module from 'node:module'

const enabled = module.enableCompileCache?.()
if (enabled?.directory) process.env.NODE_COMPILE_CACHE = enabled.directory
