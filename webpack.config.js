const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { splitIonicReact } = require('./scripts/ionic-split');

/** One build for every environment: the server tells the app where the API is at run time (/config.js). */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const ionicReact = splitIonicReact(path.resolve(__dirname, 'node_modules/.cache/ionic-split'));
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
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
      alias: process.env.NO_SPLIT ? {} : { '@ionic/react$': ionicReact.entryFile },
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
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        // Lets each page's import skip the re-exporting entry and reach only the wrappers it uses.
        { test: /ionic-split[\\/]/, sideEffects: false },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(mp3|ogg|wav|png|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
  };
};
