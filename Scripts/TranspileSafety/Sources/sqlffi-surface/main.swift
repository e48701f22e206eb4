import Foundation
import SQLFFISurface

exit(SurfaceCommand.runFromCommandLine())
