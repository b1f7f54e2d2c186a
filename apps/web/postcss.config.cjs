// Mantine's mixins and rem() in our CSS modules.
module.exports = { plugins: { 'postcss-preset-mantine': {} } };
