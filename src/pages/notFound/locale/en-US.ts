export default { notFound: { title: 'Not found', content: 'The page you are looking for does not exist.', back: 'Back to workplace' } };
