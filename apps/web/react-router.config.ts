import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // WEB_BUILD_DIR lets parallel work trees and benchmarks build side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: true,
  future: {
    v8_trailingSlashAwareDataRequests: true,
    // Route modules split so a page's interactive code loads without its loader/meta code.
    v8_splitRouteModules: true,
  },
} satisfies Config;
