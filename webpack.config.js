const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { version } = require('./package.json');
const { splitIonicReact } = require('./scripts/build/ionic-split');
const { swipeBackHelpers } = require('./scripts/build/ionic-gestures');
const { PrecompressPlugin } = require('./scripts/build/precompress-plugin');
const { devServerOf } = require('./scripts/build/dev-server');

const GUEST_PAGE = 'guest.html';

/** One build for every environment: the server tells the app where the API is at run time (/config.js). */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  // Webpack knows a module by its real path: where node_modules is a link (a second working tree), the files named
  // below must be named through the link's target, or the cache group and the alias would match nothing there.
  const installed = fs.realpathSync(path.resolve(__dirname, 'node_modules'));
  const ionicGestureHelpers = new Set(swipeBackHelpers(path.join(installed, '@ionic/core/components')));
  const ionicReact = process.env.NO_SPLIT ? null : splitIonicReact(path.resolve(__dirname, 'node_modules/.cache/ionic-split'));
  return {
    mode: production ? 'production' : 'development',
    // APP_ENTRY builds another page with this same configuration: the Lighthouse benchmark's Ionic tabs floor.
    // guest: the guests' menu a table's QR code opens (/sign-in/:code), a page of its own without the staff app.
    entry: { main: process.env.APP_ENTRY || './src/index.tsx', guest: './src/guest/index.ts' },
    output: {
      // OUT_DIR lets several builds (a benchmark, a second app version for update tests) live side by side.
      path: path.resolve(__dirname, process.env.OUT_DIR || 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: '/',
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        // tsconfig.json's path aliases.
        '@': path.resolve(__dirname, 'src'),
        '@contract': path.resolve(__dirname, 'contract'),
        ...(ionicReact ? { '@ionic/react$': ionicReact.entryFile } : {}),
        [path.join(installed, 'date-fns/_lib/defaultLocale.js')]: path.resolve(
          __dirname,
          'src/shared/lib/dateFnsDefaultLocale.ts',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Fast Refresh in development: an edited component re-renders in place, keeping the store.
                transform: { react: { runtime: 'automatic', refresh: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // Lets each page's import skip the re-exporting entry and reach only the wrappers it uses.
        { test: /ionic-split[\\/]/, sideEffects: false },
        { test: /@ionic[\\/]react[\\/]dist[\\/]index\.js$/, use: path.resolve(__dirname, 'scripts/build/ionic-pure-loader.js') },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          enforce: 'pre',
          use: { loader: path.resolve(__dirname, 'scripts/build/ionicons-per-icon-loader.js'), options: { mode: 'imports' } },
        },
        {
          test: /ionicons[\\/]icons[\\/]index\.mjs$/,
          resourceQuery: /icon=/,
          use: { loader: path.resolve(__dirname, 'scripts/build/ionicons-per-icon-loader.js'), options: { mode: 'icon' } },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(mp3|ogg|wav|png|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        // Names the build in the page the service worker versions (About page); APP_BUILD_ID lets a release name it.
        templateParameters: { buildId: process.env.APP_BUILD_ID || version },
        chunks: ['main'],
      }),
      new HtmlWebpackPlugin({ template: 'public/guest.html', filename: GUEST_PAGE, scriptLoading: 'defer', chunks: ['guest'] }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', `**/${GUEST_PAGE}`] } }] }),
      // In development the app runs without its worker: a cached shell would hide every edit.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              // Source maps and licence notes are for people; the worker keeps what the app runs.
              exclude: [/\.map$/, /\.LICENSE\.txt$/, /^guest\.html$/],
              // The guests' page is not the staff app's: their phones never install this worker.
              excludeChunks: ['guest'],
              // Hashed names change with their content: no revision needed to tell versions apart.
              dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
            }),
            new PrecompressPlugin(),
          ]
        : [new ReactRefreshWebpackPlugin({ overlay: false })]),
    ],
    optimization: {
      splitChunks: {
        // The guests' page stays one file of its own: shared chunks with the staff app would change both.
        chunks: (chunk) => chunk.name !== 'guest',
        cacheGroups: {
          // The state and rules of the live operations, shared by the signed-in features chunk and the pages that
          // show orders, comandas and payments, and what installs them: one chunk, instead of a copy in each.
          liveOperations: {
            // The ordering module whole, the sound and the live link; with them, the shop scope, the order state
            // machine and the payment methods every signed-in screen reads (the methods were copied into Comandas'
            // list state and into Pedidos' shared views, both on Pedidos' first load), and Pedidos' list state, which
            // the live operations install. Not the filter screens' yup schemas (they stay with the screens), nor what
            // only forms use (fields, masks, messages, the leave guard), nor the pause's commands, nor the lines only
            // a comanda's screen and its receipts show (ordering/invoices/receipt.ts): those load with the screens
            // and controls that have them.
            test: /[\\/](contract[\\/](labels|order-transitions|order-payment-codes|payment-methods|paths)\.ts|src[\\/](ordering[\\/](?!invoices[\\/]receipt\.ts)[^\\/]+[\\/][^\\/]+\.ts|session[\\/]scope\.ts|features[\\/](order-alerts|order-pause)[\\/](?!schema\.ts|commands\.ts)[^\\/]+\.ts|features[\\/]orders[\\/]view[\\/][^\\/]+\.ts|(live|sound)[\\/][^\\/]+\.ts|shared[\\/](lib[\\/](money|time)|filters[\\/]rules|ordering[\\/][^\\/]+|featureGroups[\\/]install)\.ts))$/,
            name: 'live-operations',
            chunks: 'async',
            enforce: true,
          },
          // The helpers of the swipe-back gesture Ionic's router outlet loads on Pedidos (the gesture controller, the
          // reading direction, the transitions they use): the outlet's chunk, the gesture's and other components' had
          // each its own copy of some of them (2.2 KiB twice on Pedidos); in one chunk, every screen shares one copy.
          ionicGestures: {
            test: (module) => ionicGestureHelpers.has(module.resource),
            name: 'ionic-gestures',
            chunks: 'async',
            enforce: true,
          },
          // date-fns' small modules are shared by many screens in many combinations: one chunk keeps them from
          // being copied into several.
          dateFns: {
            test: /[\\/]node_modules[\\/]date-fns[\\/]/,
            name: 'date-fns',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    // Rebuilds reuse what an earlier build compiled; the key changes with this file, the lock file and the
    // variables the build reads (a second build named by APP_BUILD_ID must not get the first one's page).
    cache: {
      type: 'filesystem',
      version: [process.env.APP_BUILD_ID || version, process.env.NO_SPLIT || '', process.env.APP_ENTRY || ''].join('|'),
      buildDependencies: { config: [__filename, path.resolve(__dirname, 'package-lock.json')] },
    },
    ...(production ? {} : { devServer: devServerOf(process.env), infrastructureLogging: { level: 'warn' }, stats: 'errors-warnings' }),
  };
};
