// date-fns falls back to its default locale (en-US) where a call passes none, so every screen would carry the
// English texts though the app always speaks Portuguese. webpack.config.js puts this module in that one's place.
export { ptBR as defaultLocale } from 'date-fns/locale/pt-BR';
