// Jest transform: a .sql file becomes a module whose default export is its text (as rspack bundles it).
module.exports = {
  process(sourceText) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };` };
  },
};
