/**
 * A language's message catalogue (`src/locales/<language>.json`: id → ICU message) compiled
 * at build time for Lingui's runtime: `{count, plural, one {# lead} other {# leads}}` becomes
 * the arrays Lingui interpolates, so no page carries a message parser. Every message is
 * compiled, plain ones too (Lingui warns about a string it would have to parse).
 */
module.exports = function catalogueLoader(source) {
  const callback = this.async();
  import('@lingui/message-utils/compileMessage')
    .then(({ compileMessage }) => {
      const messages = JSON.parse(source);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
      );
      callback(null, `export default ${JSON.stringify(compiled)};`);
    })
    .catch((error) => callback(error));
};
