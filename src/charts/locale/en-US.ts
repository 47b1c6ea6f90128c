export default {
  charts: {
    loadFailed: 'These figures could not be loaded.',
  },
};
