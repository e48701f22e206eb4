import Foundation
import Dispatch
import OSLog
import os
import SkipFoundation
import SQLFFI
import FoundationEssentials  // expect: unmapped-import
import Glibc  // expect: unmapped-import
import Darwin.C  // expect: unmapped-import
import CSQLite  // expect: unmapped-import
import SQLFFIShims  // expect: unmapped-import
@_implementationOnly import WinSDK  // expect: unmapped-import
import struct Musl.FILE  // expect: unmapped-import
import
    Android  // expect: unmapped-import
import sqlctx  // expect: unmapped-import
import Skipper  // expect: unmapped-import
