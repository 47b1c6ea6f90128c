/** The result pages (docs/product.md §2 /result/success and /result/error). */
export default {
  result: {
    success: {
      title: 'Submit Success',
      subtitle: 'Submit form success!',
      channel: 'Channel %{name} (#%{id}) was submitted %{time}.',
      print: 'Print result',
      projectList: 'Project List',
      progress: 'Progress',
      steps: {
        submitted: 'Submit application',
        review: 'Leader review',
        certificate: 'Purchase certificate',
        safetyTest: 'Safety test',
        launched: 'Officially launched',
      },
      state: { processing: 'Processing', waiting: 'Waiting', done: 'Done' },
      none: 'No channel has been submitted yet.',
      create: 'Create a channel',
      details: 'Channel details',
    },
    error: {
      title: 'Submit Error',
      subtitle: 'Submit form error',
      goBack: 'Go Back',
      correct: 'Return for correction',
      details: 'Details of error',
      reason: 'What the server said: %{message}',
      domain: 'The domain has not been registered.',
      register: 'Registration process',
      permission: 'Your user group does not have the authority to perform this operation;',
    },
  },
};
