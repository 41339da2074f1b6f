import type { Domain } from '../domain.ts';

export const fitness: Domain = {
  id: 'fitness',
  cues: {
    gym: 3, workout: 2, workouts: 2, 'work out': 2, fit: 2, fitter: 2, fitness: 3, strength: 2, stronger: 2, muscle: 2,
    muscles: 2, 'push-ups': 3, pushups: 3, 'pull-ups': 3, pullups: 3, 'chin-ups': 3, squat: 2, squats: 2, deadlift: 3,
    'bench press': 3, plank: 2, yoga: 3, pilates: 3, exercise: 2, exercising: 2, flexible: 2, flexibility: 2, splits: 2,
    abs: 2, 'six pack': 3, crossfit: 3, lift: 1, lifting: 2, swim: 2, swimming: 2, cycling: 2, triathlon: 3, handstand: 3,
  },
  tone: 'motivational',
  topics: ['(push ups|pushups|pull ups|pullups|chin ups|squats|dips|burpees|handstand|splits)', '(deadlift|bench press|squat)', '(yoga|pilates|crossfit|swimming|cycling|triathlon)'],
  topicArticle: '',
  fallbackTopic: '',
  milestones: [
    {
      kinds: ['count'],
      units: ['push-ups', 'pushups', 'pull-ups', 'pullups', 'chin-ups', 'squats', 'dips', 'burpees', 'sit-ups', 'reps', 'lunges'],
      task: 'Do {amount} in one set',
      final: 'Do all {amount} in one set',
      microtasks: [
        'Test your max set against {amount} at the start of the week',
        'Do 4 practice sets a session, stopping 2 reps short of failure, aiming at {amount}',
        'Use an easier variation for the reps you cannot yet do toward {amount}',
        'Log every set on the way to {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['workouts', 'sessions', 'classes', 'times', 'gym sessions', 'swims', 'rides'],
      task: 'Complete {amount} in total',
      final: 'Complete all {amount}',
      microtasks: [
        'Book this week\'s sessions toward {amount} in your calendar',
        'Tick off each session toward {amount} the day you do it',
        'Check on Sunday how far you are from {amount}',
      ],
    },
    {
      kinds: ['weight'],
      verbs: ['lift', 'deadlift', 'squat', 'bench', 'press'],
      task: 'Lift {amount} with good form',
      final: 'Lift the full {amount}',
      microtasks: [
        'Add small jumps each week on the way to {amount}',
        'Film a heavy set near {amount} and check your form',
        'Take a lighter week before attempting {amount}',
      ],
    },
    {
      kinds: ['weight'],
      verbs: ['lose', 'drop', 'shed'],
      task: 'Lose {amount} in total',
      final: 'Lose the full {amount}',
      microtasks: [
        'Weigh in on the same morning each week, aiming for {amount} down',
        'Review your training and eating if {amount} is slipping',
        'Celebrate {amount} with something that is not food',
      ],
    },
  ],
  phases: [
    {
      title: 'Test your starting fitness',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Measure where you start',
          microtasks: [
            'Test how close you are to {target} today || Do a simple test: max push-ups, a timed plank and a 1 km walk',
            'Write down the numbers with today\'s date',
            'Take a photo and your measurements for later',
            'Note any pain or injury to work around',
          ],
        },
        {
          title: 'Set up your training week',
          microtasks: [
            'Pick three fixed training slots in your calendar',
            'Choose where you will train: gym, home or outdoors',
            'Get shoes and clothes you can move freely in',
            'Tell a friend or coach your plan',
          ],
        },
        {
          title: 'Learn the movements safely',
          microtasks: [
            'Watch a form guide for each main exercise',
            'Practise each movement slowly with no or light weight',
            'Film one set and compare it with the guide',
          ],
        },
      ],
    },
    {
      title: 'Build the training habit',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Train full-body three times a week',
          microtasks: [
            'Do squats, push-ups, rows and planks: 3 sets each',
            'Rest 60 to 90 seconds between sets',
            'Log sets, reps and weights after each session',
            'Finish with 5 minutes of stretching',
          ],
        },
        {
          title: 'Recover well between sessions',
          microtasks: [
            'Sleep seven to nine hours a night',
            'Eat protein with every main meal',
            'Go for an easy walk on rest days',
          ],
        },
        {
          title: 'Make training easy to start',
          microtasks: [
            'Pack your gym bag the night before',
            'Set a reminder 30 minutes before each session',
            'Plan a 10-minute backup workout for busy days',
          ],
        },
      ],
    },
    {
      title: 'Progress toward {topic} week by week || Get stronger week by week',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Add a little each week',
          microtasks: [
            'Add one rep or a small amount of weight each week',
            'Switch to a harder variation when 3 sets of 12 feel easy',
            'Take a lighter week every fourth week',
          ],
        },
        {
          title: 'Practise {topic} twice a week || Add a core circuit twice a week',
          microtasks: [
            'Add 15 minutes of focused {topic} practice to two sessions || Do planks, dead bugs and side planks: 3 rounds',
            'Use an easier version, like bands or negatives, to build up',
            'Retest your max every two weeks',
          ],
        },
        {
          title: 'Keep cardio in the mix',
          microtasks: [
            'Add two 20-minute brisk walks, rides or swims a week',
            'Take the stairs and walk short trips',
          ],
        },
      ],
    },
    {
      title: 'Retest and celebrate your progress',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Compare with your starting point',
          microtasks: [
            'Repeat your first fitness test',
            'Compare the numbers and photos with week one',
            'Write down your biggest improvement',
          ],
        },
        {
          title: 'Set the next challenge',
          microtasks: [
            'Choose a new target for the next 8 weeks',
            'Keep the three weekly sessions in your calendar',
            'Reward yourself with new gear or a class',
          ],
        },
      ],
    },
    {
      title: 'Find a training partner or class',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Train with other people',
          microtasks: [
            'Try one group class this month',
            'Ask a friend to train with you once a week',
            'Share your progress in a community or app',
          ],
        },
        {
          title: 'Learn from a coach',
          microtasks: [
            'Book one session with a trainer to check your form',
            'Ask for a plan for the next 8 weeks',
          ],
        },
      ],
    },
  ],
};
