// `npm run check:imports` (part of `npm test`): how imports may run. Type-only imports count too: a
// circle of types still ties the files together.
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files import each other in a loop; one of them must give up its import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-never-imports-a-screen",
      comment: "Server code (server/, a tool's server/) never imports a React component or route module.",
      severity: "error",
      from: { path: "^(server/|app/tools/[^/]+/server/)" },
      to: { path: ["\\.tsx$", "^app/routes/"] },
    },
    {
      name: "pure-logic-stays-pure",
      comment: "A tool's pure logic (logic/) runs anywhere: no React, no screens, no state.",
      severity: "error",
      from: { path: "^app/tools/[^/]+/logic/", pathNot: "\\.test\\.tsx?$" },
      to: { path: ["\\.tsx$", "^node_modules/react", "^app/tools/[^/]+/(screens|state)/"] },
    },
    {
      name: "logic-never-imports-its-server",
      comment:
        "A tool's logic/ is what its browser and its server part share, so it never imports its server/: " +
        "a shape or rule both need lives in logic/ and the server imports it from there.",
      severity: "error",
      from: { path: "^app/tools/([^/]+)/logic/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/tools/$1/server/" },
    },
    {
      name: "state-never-imports-a-screen",
      comment: "Screens use a tool's state, never the other way round.",
      severity: "error",
      from: { path: "^app/tools/[^/]+/state/", pathNot: "\\.test\\.tsx?$" },
      to: { path: ["\\.tsx$", "^app/tools/[^/]+/screens/"] },
    },
    {
      name: "server-core-imports-no-tool",
      comment:
        "server/ is the floor beneath every tool: it knows what a tool is (definition.ts, categories.ts), " +
        "never a tool; host/ hands it the tools (decision 019).",
      severity: "error",
      from: { path: "^server/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/tools/", pathNot: "^app/tools/(definition|categories|catalog-text)\\.ts$" },
    },
    {
      name: "only-the-top-knows-every-tool",
      comment:
        "The lists of every tool (app/tools/registry.ts, servers.ts), what is made of them (app/site/) and " +
        "the composition (host/) are read from above only: routes, the root, host/, scripts. Anything a " +
        "tool stands on that read them would tie the floor to the tools above it (decision 019).",
      severity: "error",
      from: {
        path: "^(server/|app/(i18n|lib|ui|features|frame|context\\.ts)|app/tools/[^/]+/)",
        pathNot: "\\.test\\.tsx?$",
      },
      to: { path: ["^app/tools/(registry|servers)\\.ts$", "^app/site/", "^host/"] },
    },
    {
      name: "tools-meet-through-public-surfaces",
      comment:
        "A tool uses another only through what that one declares public: its public.ts (browser-safe) or " +
        "server/public.ts (decision 019). Tests may reach further, to build their fixtures.",
      severity: "error",
      from: { path: "^app/tools/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/tools/[^/]+/",
        pathNot: ["^app/tools/$1/", "^app/tools/[^/]+/public\\.ts$", "^app/tools/[^/]+/server/public\\.ts$"],
      },
    },
    {
      name: "product-never-imports-test-code",
      comment:
        "Test-only code (a tool's fixtures/, app/test/, server/test/, host/test/) serves tests, e2e and " +
        "benches; what the site runs never imports it, so none of it reaches a bundle or the server.",
      severity: "error",
      from: {
        path: "^(app|server|host)/",
        pathNot: ["\\.test\\.tsx?$", "^app/tools/[^/]+/fixtures/", "^(app|server|host)/test/"],
      },
      to: { path: ["^app/tools/[^/]+/fixtures/", "^(app|server|host)/test/"] },
    },
    {
      name: "browser-code-uses-zod-without-its-jit",
      comment:
        "Code that may reach the browser imports zod from app/lib/schemas/zod.ts, which turns off its JIT: " +
        "its `new Function` probe is a CSP violation under the site's script-src.",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: ["\\.test\\.tsx?$", "^app/tools/[^/]+/server/", "^app/lib/schemas/zod\\.ts$"],
      },
      to: { path: "^node_modules/zod/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|\\.react-router)/" },
  },
};
