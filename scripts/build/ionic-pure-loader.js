// Ionic's React package builds a few components with factory calls it does not mark pure (IonNav among them), so
// the minifier must keep them, and with them the custom elements they define, even where the app never uses them.
// This marks those top-level factory calls pure: an unused one then drops out of the bundle with its element.
const UNMARKED_FACTORY_CALL = /^(const \w+ = )(create(?:ReactComponent|ForwardRef)\()/gm;

module.exports = function markIonicFactoriesPure(source) {
  return source.replace(UNMARKED_FACTORY_CALL, '$1/*@__PURE__*/ $2');
};
