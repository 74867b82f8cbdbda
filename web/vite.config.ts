// The front end is built into dist/ and served by `letterzak serve` itself; `npm run dev`
// proxies the API to a server on 127.0.0.1:8080 for front-end work.
import { defineConfig } from "vite";

export default defineConfig({
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, target: "es2022" },
  server: {
    host: "127.0.0.1",
    // The refusal sentences come from the repository's data/texts (shared with the terminal).
    fs: { allow: [".", "../data/texts"] },
    proxy: { "/api": { target: "http://127.0.0.1:8080", ws: true } },
  },
});
