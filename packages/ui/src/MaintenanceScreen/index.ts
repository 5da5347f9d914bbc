export { formatWindowDate, MaintenanceScreen, type MaintenanceScreenProps } from './MaintenanceScreen'
