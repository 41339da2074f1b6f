import type { Domain } from '../domain.ts';

export const career: Domain = {
  id: 'career',
  cues: {
    job: 2, jobs: 2, career: 3, 'job search': 3, hired: 3, interview: 2, interviews: 2, resume: 3, cv: 3, linkedin: 3,
    'cover letter': 3, 'new role': 2, role: 1, position: 1, 'career change': 3, 'switch careers': 3, internship: 3,
    employer: 2, networking: 2, recruiter: 3, recruiters: 3, 'job offer': 3, offer: 1, salary: 2, apply: 1,
    applications: 2, 'work as': 2, engineer: 1, developer: 1, analyst: 1, designer: 1, nurse: 1, teacher: 1,
  },
  tone: 'strict',
  topics: ['(internship|apprenticeship)', '(job|role|position|career)'],
  topicArticle: 'the',
  fallbackTopic: 'your next role',
  milestones: [
    {
      kinds: ['count'],
      units: ['jobs', 'applications', 'companies', 'roles', 'positions'],
      task: 'Apply to {amount} in total',
      final: 'Apply to all {amount}',
      microtasks: [
        'Shortlist the openings that take you to {amount}',
        'Tailor and send this week\'s applications toward {amount}',
        'Log each one in your tracker until you reach {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['interviews', 'offers', 'coffee chats', 'contacts'],
      task: 'Land {amount} in total',
      final: 'Land all {amount}',
      microtasks: [
        'Reach out to enough people to land {amount}',
        'Follow up within a week to convert more toward {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Define the role you want',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Get specific about the target',
          microtasks: [
            'Write down the job title, industry and location you want',
            'Read 10 job ads and note the skills that repeat',
            'List 15 companies you would love to work for',
            'Set your salary range from two salary surveys',
          ],
        },
        {
          title: 'Take stock of your strengths',
          microtasks: [
            'List your five proudest achievements, with numbers',
            'Ask two colleagues what you are best at',
            'Note the skill gaps the job ads reveal',
          ],
        },
      ],
    },
    {
      title: 'Build a standout application',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Rewrite your CV',
          microtasks: [
            'Lead each role with results, not duties',
            'Match the keywords of your target job ads',
            'Keep it to two pages and have someone proofread it',
          ],
        },
        {
          title: 'Refresh your LinkedIn profile',
          microtasks: [
            'Write a headline that names the role you want',
            'Add a professional photo and a short summary',
            'Turn on the open-to-work setting for recruiters',
          ],
        },
        {
          title: 'Prepare a cover letter you can adapt',
          microtasks: [
            'Write a strong opening you can tailor for each company',
            'Add two short stories that prove you fit the role',
          ],
        },
        {
          title: 'Close the biggest skill gap',
          microtasks: [
            'Pick the skill that appears most in the job ads',
            'Take a short course or build a small project that shows it',
          ],
        },
      ],
    },
    {
      title: 'Apply and network every week',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Apply with focus',
          microtasks: [
            'Send five tailored applications a week',
            'Track every application in a simple sheet',
            'Follow up one week after each application',
          ],
        },
        {
          title: 'Grow your network',
          microtasks: [
            'Message two people a week who work where you want to',
            'Ask for 15-minute chats, not for jobs',
            'Go to one industry event or online meetup a month',
          ],
        },
        {
          title: 'Ask for referrals',
          microtasks: [
            'List friends and former colleagues at your target companies',
            'Ask each of them for a referral with a short note',
          ],
        },
      ],
    },
    {
      title: 'Ace the interviews',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Prepare your stories',
          microtasks: [
            'Write five STAR stories for common questions',
            'Research each company before its interview',
            'Prepare three sharp questions to ask them',
          ],
        },
        {
          title: 'Practise out loud',
          microtasks: [
            'Do a mock interview with a friend',
            'Record your answer to "tell me about yourself"',
            'Practise the technical or case part if the role has one',
          ],
        },
        {
          title: 'Follow up well',
          microtasks: [
            'Send a thank-you note within 24 hours',
            'Note what went well and what to improve',
          ],
        },
      ],
    },
    {
      title: 'Negotiate the offer and start strong',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Negotiate the offer',
          microtasks: [
            'Research the market rate for the role',
            'Ask for time to consider every offer',
            'Counter politely with a specific number',
          ],
        },
        {
          title: 'Prepare for day one',
          microtasks: [
            'Plan your first 30 days',
            'Thank everyone who helped with your search',
          ],
        },
      ],
    },
  ],
};
