// The smaller steps of every archetype's bites, one JSON file per archetype (see bite-steps.ts).
// Written by `npm run planner:lists` from the folder it lists: add a file there and run it.

import type { BiteSteps } from './bite-steps.ts';
import applyToUniversity from './steps/apply-to-university.json' with { type: 'json' };
import buildAnApp from './steps/build-an-app.json' with { type: 'json' };
import buildConfidence from './steps/build-confidence.json' with { type: 'json' };
import buildSomething from './steps/build-something.json' with { type: 'json' };
import buyACar from './steps/buy-a-car.json' with { type: 'json' };
import buyAHome from './steps/buy-a-home.json' with { type: 'json' };
import changeCareer from './steps/change-career.json' with { type: 'json' };
import communityCampaign from './steps/community-campaign.json' with { type: 'json' };
import cookBake from './steps/cook-bake.json' with { type: 'json' };
import cutBills from './steps/cut-bills.json' with { type: 'json' };
import cycling from './steps/cycling.json' with { type: 'json' };
import declutterHome from './steps/declutter-home.json' with { type: 'json' };
import doTaxes from './steps/do-taxes.json' with { type: 'json' };
import drawPaint from './steps/draw-paint.json' with { type: 'json' };
import drinkMoreWater from './steps/drink-more-water.json' with { type: 'json' };
import easeACondition from './steps/ease-a-condition.json' with { type: 'json' };
import eatHealthier from './steps/eat-healthier.json' with { type: 'json' };
import familyTime from './steps/family-time.json' with { type: 'json' };
import findAPartner from './steps/find-a-partner.json' with { type: 'json' };
import finishAProject from './steps/finish-a-project.json' with { type: 'json' };
import finishThesis from './steps/finish-thesis.json' with { type: 'json' };
import fixRepair from './steps/fix-repair.json' with { type: 'json' };
import fundraise from './steps/fundraise.json' with { type: 'json' };
import getAPet from './steps/get-a-pet.json' with { type: 'json' };
import getCertified from './steps/get-certified.json' with { type: 'json' };
import getFit from './steps/get-fit.json' with { type: 'json' };
import getLifeTogether from './steps/get-life-together.json' with { type: 'json' };
import getPromoted from './steps/get-promoted.json' with { type: 'json' };
import getStronger from './steps/get-stronger.json' with { type: 'json' };
import goCamping from './steps/go-camping.json' with { type: 'json' };
import growAGarden from './steps/grow-a-garden.json' with { type: 'json' };
import growAudience from './steps/grow-audience.json' with { type: 'json' };
import growSales from './steps/grow-sales.json' with { type: 'json' };
import handsOnSkill from './steps/hands-on-skill.json' with { type: 'json' };
import healthCheckup from './steps/health-checkup.json' with { type: 'json' };
import hikeClimb from './steps/hike-climb.json' with { type: 'json' };
import improveGrades from './steps/improve-grades.json' with { type: 'json' };
import invest from './steps/invest.json' with { type: 'json' };
import jobInterview from './steps/job-interview.json' with { type: 'json' };
import jobSearch from './steps/job-search.json' with { type: 'json' };
import journal from './steps/journal.json' with { type: 'json' };
import keepHomeClean from './steps/keep-home-clean.json' with { type: 'json' };
import keepInTouch from './steps/keep-in-touch.json' with { type: 'json' };
import learnALanguage from './steps/learn-a-language.json' with { type: 'json' };
import learnAnInstrument from './steps/learn-an-instrument.json' with { type: 'json' };
import learnAnything from './steps/learn-anything.json' with { type: 'json' };
import learnToCode from './steps/learn-to-code.json' with { type: 'json' };
import learnToDrive from './steps/learn-to-drive.json' with { type: 'json' };
import learnToSwim from './steps/learn-to-swim.json' with { type: 'json' };
import lessScreenTime from './steps/less-screen-time.json' with { type: 'json' };
import loseWeight from './steps/lose-weight.json' with { type: 'json' };
import makeABudget from './steps/make-a-budget.json' with { type: 'json' };
import makeAWill from './steps/make-a-will.json' with { type: 'json' };
import makeFriends from './steps/make-friends.json' with { type: 'json' };
import manageACondition from './steps/manage-a-condition.json' with { type: 'json' };
import meditate from './steps/meditate.json' with { type: 'json' };
import mentalHealth from './steps/mental-health.json' with { type: 'json' };
import moveHome from './steps/move-home.json' with { type: 'json' };
import movementSkill from './steps/movement-skill.json' with { type: 'json' };
import negotiatePay from './steps/negotiate-pay.json' with { type: 'json' };
import networking from './steps/networking.json' with { type: 'json' };
import organiseEvent from './steps/organise-event.json' with { type: 'json' };
import paintARoom from './steps/paint-a-room.json' with { type: 'json' };
import passAnExam from './steps/pass-an-exam.json' with { type: 'json' };
import payOffDebt from './steps/pay-off-debt.json' with { type: 'json' };
import photography from './steps/photography.json' with { type: 'json' };
import planATrip from './steps/plan-a-trip.json' with { type: 'json' };
import planAWedding from './steps/plan-a-wedding.json' with { type: 'json' };
import playASport from './steps/play-a-sport.json' with { type: 'json' };
import publicSpeaking from './steps/public-speaking.json' with { type: 'json' };
import quitAHabit from './steps/quit-a-habit.json' with { type: 'json' };
import quitDrinking from './steps/quit-drinking.json' with { type: 'json' };
import quitSmoking from './steps/quit-smoking.json' with { type: 'json' };
import readMore from './steps/read-more.json' with { type: 'json' };
import renovateRoom from './steps/renovate-room.json' with { type: 'json' };
import runARace from './steps/run-a-race.json' with { type: 'json' };
import saveMoney from './steps/save-money.json' with { type: 'json' };
import sellAHome from './steps/sell-a-home.json' with { type: 'json' };
import sideIncome from './steps/side-income.json' with { type: 'json' };
import sleepBetter from './steps/sleep-better.json' with { type: 'json' };
import sortPaperwork from './steps/sort-paperwork.json' with { type: 'json' };
import startABusiness from './steps/start-a-business.json' with { type: 'json' };
import startRunning from './steps/start-running.json' with { type: 'json' };
import stopProcrastinating from './steps/stop-procrastinating.json' with { type: 'json' };
import strengthenRelationship from './steps/strengthen-relationship.json' with { type: 'json' };
import teachAChild from './steps/teach-a-child.json' with { type: 'json' };
import throwAParty from './steps/throw-a-party.json' with { type: 'json' };
import trainAPet from './steps/train-a-pet.json' with { type: 'json' };
import volunteer from './steps/volunteer.json' with { type: 'json' };
import wakeEarly from './steps/wake-early.json' with { type: 'json' };
import walkMore from './steps/walk-more.json' with { type: 'json' };
import writeABook from './steps/write-a-book.json' with { type: 'json' };
import yogaFlexibility from './steps/yoga-flexibility.json' with { type: 'json' };

export const ARCHETYPE_STEPS = {
  'apply-to-university': applyToUniversity,
  'build-an-app': buildAnApp,
  'build-confidence': buildConfidence,
  'build-something': buildSomething,
  'buy-a-car': buyACar,
  'buy-a-home': buyAHome,
  'change-career': changeCareer,
  'community-campaign': communityCampaign,
  'cook-bake': cookBake,
  'cut-bills': cutBills,
  'cycling': cycling,
  'declutter-home': declutterHome,
  'do-taxes': doTaxes,
  'draw-paint': drawPaint,
  'drink-more-water': drinkMoreWater,
  'ease-a-condition': easeACondition,
  'eat-healthier': eatHealthier,
  'family-time': familyTime,
  'find-a-partner': findAPartner,
  'finish-a-project': finishAProject,
  'finish-thesis': finishThesis,
  'fix-repair': fixRepair,
  'fundraise': fundraise,
  'get-a-pet': getAPet,
  'get-certified': getCertified,
  'get-fit': getFit,
  'get-life-together': getLifeTogether,
  'get-promoted': getPromoted,
  'get-stronger': getStronger,
  'go-camping': goCamping,
  'grow-a-garden': growAGarden,
  'grow-audience': growAudience,
  'grow-sales': growSales,
  'hands-on-skill': handsOnSkill,
  'health-checkup': healthCheckup,
  'hike-climb': hikeClimb,
  'improve-grades': improveGrades,
  'invest': invest,
  'job-interview': jobInterview,
  'job-search': jobSearch,
  'journal': journal,
  'keep-home-clean': keepHomeClean,
  'keep-in-touch': keepInTouch,
  'learn-a-language': learnALanguage,
  'learn-an-instrument': learnAnInstrument,
  'learn-anything': learnAnything,
  'learn-to-code': learnToCode,
  'learn-to-drive': learnToDrive,
  'learn-to-swim': learnToSwim,
  'less-screen-time': lessScreenTime,
  'lose-weight': loseWeight,
  'make-a-budget': makeABudget,
  'make-a-will': makeAWill,
  'make-friends': makeFriends,
  'manage-a-condition': manageACondition,
  'meditate': meditate,
  'mental-health': mentalHealth,
  'move-home': moveHome,
  'movement-skill': movementSkill,
  'negotiate-pay': negotiatePay,
  'networking': networking,
  'organise-event': organiseEvent,
  'paint-a-room': paintARoom,
  'pass-an-exam': passAnExam,
  'pay-off-debt': payOffDebt,
  'photography': photography,
  'plan-a-trip': planATrip,
  'plan-a-wedding': planAWedding,
  'play-a-sport': playASport,
  'public-speaking': publicSpeaking,
  'quit-a-habit': quitAHabit,
  'quit-drinking': quitDrinking,
  'quit-smoking': quitSmoking,
  'read-more': readMore,
  'renovate-room': renovateRoom,
  'run-a-race': runARace,
  'save-money': saveMoney,
  'sell-a-home': sellAHome,
  'side-income': sideIncome,
  'sleep-better': sleepBetter,
  'sort-paperwork': sortPaperwork,
  'start-a-business': startABusiness,
  'start-running': startRunning,
  'stop-procrastinating': stopProcrastinating,
  'strengthen-relationship': strengthenRelationship,
  'teach-a-child': teachAChild,
  'throw-a-party': throwAParty,
  'train-a-pet': trainAPet,
  'volunteer': volunteer,
  'wake-early': wakeEarly,
  'walk-more': walkMore,
  'write-a-book': writeABook,
  'yoga-flexibility': yogaFlexibility,
} as Record<string, BiteSteps>;
