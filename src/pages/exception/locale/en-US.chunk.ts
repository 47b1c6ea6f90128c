export default {
  exception: {
    403: 'Access to this resource on the server is denied.',
    404: 'Whoops, this page is gone.',
    500: 'Internal server error',
    retry: 'Retry',
    back: 'Back',
  },
};
