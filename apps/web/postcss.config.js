import mantinePreset from 'postcss-preset-mantine';

/** PostCSS for Mantine (mixins, rem/em functions). */
export default {
  plugins: [mantinePreset()],
};
