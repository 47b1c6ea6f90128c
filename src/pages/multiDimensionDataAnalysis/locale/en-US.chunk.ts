export default {
  multiDimensionAnalysis: {
    overview: {
      title: 'Data Overview',
      subheader: 'Figures of %{date}; the chart shows the last twelve days',
      contentProduction: 'Content Production',
      contentClick: 'Content Click',
      contentExposure: 'Content Exposure',
      activeUsers: 'Active Users',
    },
    userActions: {
      title: 'User Actions',
      like: 'Likes',
      comment: 'Comments',
      share: 'Shares',
      count: 'Count',
    },
    contentTypes: {
      title: 'Content Type Distribution',
      international: 'International',
      finance: 'Finance',
      technology: 'Technology',
      other: 'Other',
      sports: 'Sports',
      entertainment: 'Entertainment',
    },
    chain: {
      title: 'Data Chain Growth',
      growth: 'vs the day before',
      retentionTrends: 'Retention Trends',
      userRetention: 'User Retention',
      contentConsumptionTrends: 'Content Consumption Trends',
      contentConsumption: 'Content Consumption',
    },
    source: {
      title: 'Content Publishing Source',
      ugc: 'UGC original',
      foreignSite: 'Foreign websites',
      reprint: 'Reprinted articles',
      industryReport: 'Industry reports',
      other: 'Other',
    },
    contentType: {
      text: 'Text',
      image: 'Image & text',
      video: 'Video',
    },
  },
};
